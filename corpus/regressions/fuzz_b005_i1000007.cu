#include "prelude.cuh"
template <typename T>
__global__ void fill_kernel20(T , T *)
{}
int main()
{
    struct Local21 {};
    Local21 item22  ;
    fill_kernel20<<<1, 32>>>(item22, (Local21 *)nullptr);
}
