// cudagen 0.1 seed 1695 valid
// features: kernel,maxnreg,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,struct,struct_template,anon_namespace,if,if_init,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define MOD8_2(x) ((x) % 8)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if CHUNK_1 > 95
#define CONFIG_6 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif
#undef CHUNK_1
#define CHUNK_1 24
// Returns the accumulated value.
template <typename T>
struct Span7 {
  T id8;
  __host__ __device__ void scale9(T z10)
  {
    z10 = 61;
  }
};
namespace {
__global__ void __maxnreg__(64) decay11_kernel(const float *__restrict__ src12, __grid_constant__ const Span7<unsigned int> a13, int *acc14)
{
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (blockDim.z > a13.id8) {
    goto finish17;
  }
  ++acc14[6];
  if (char prod16{64}; ((i15 * src12[0b110]) != 6) || ((i15 - gridDim.z) == 17)) {
    if (blockDim.x < (30)) {
      (acc14[i15 & 7]--, (prod16 %= blockIdx.z - (((*acc14) & CONFIG_6) - CONFIG_6)));
      prod16 += ADD3_3(src12[3], acc14[threadIdx.y & 7], 31);
    }
  }
finish17:;
}
__global__ void __maxnreg__(64) update18(float *dst19, const int *in20, int stride21, int *__restrict__ dst22)
{
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int mid24 = in20[0b10];
  (*dst19)--;
  mid24 = ((mid24 + sizeof(Span7<unsigned int>)) != mid24) ? ((CHUNK_1 - threadIdx.z) & (*dst22)) : gridDim.x;
  (*dst19) = ((in20[mid24] + (*dst22)) | ((*dst22) + (*dst22))) + (static_cast<unsigned>(tid23) + 4);
  if (dst19[gridDim.x] < tid23) {
    return;
  }
  unsigned long res25(in20[stride21] - threadIdx.z);
}
} // namespace
int main()
{
  int size26 = 1962;
  size26 = 39ull;
  size26 *= (-41);
  decay11_kernel<<<dim3(1 << 3, (size26 + 255) / 256, (size26 + 127) / 128), dim3(1 << 3, 1 << 2)>>>(nullptr, Span7<unsigned int>{static_cast<unsigned int>(-size26)}, &size26);
  update18<<<(2), 8 * 4>>>((float*)nullptr, nullptr, ADD3_3(((sizeof(Span7<unsigned int>) >= size26) ? CHUNK_1 : 3), size26 / 43, size26), static_cast<int*>(nullptr));
  return 0;
}
