int main(int argc, char **)
{
    if (argc) return 3;
    int b = 2;
    {
      b++;
    }
}
