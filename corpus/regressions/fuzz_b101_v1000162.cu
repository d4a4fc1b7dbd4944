double a(int b, int c)
{
int e = (c += b, c);
return c;
}
