// Every posting has a posted date, also one made in /cms, so "newest first" means one thing on every
// database (PostgreSQL and SQLite put empty dates at opposite ends).
interface PostingEvent {
  params: { data: { posted_date?: string | Date | null } };
}

export default {
  beforeCreate(event: PostingEvent) {
    if (!event.params.data.posted_date) event.params.data.posted_date = new Date();
  },
};
