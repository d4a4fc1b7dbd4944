#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000852.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum10_kerneliid(int, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter22_kernelxPjf(long long, unsigned *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum10_kerneliid(int __par0, int __par1, double __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, double))accum10_kernel)), 0U);}
# 33 "v000852.cu"
void accum10_kernel( int __cuda_0,int __cuda_1,double __cuda_2)
# 33 "v000852.cu"
{__device_stub__Z14accum10_kerneliid( __cuda_0,__cuda_1,__cuda_2);
# 40 "v000852.cu"
}
# 1 "v000852.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter22_kernelxPjf( long long __par0,  unsigned *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long long, unsigned *, float))filter22_kernel)), 0U); }
# 51 "v000852.cu"
void filter22_kernel( long long __cuda_0,unsigned *__cuda_1,float __cuda_2)
# 51 "v000852.cu"
{__device_stub__Z15filter22_kernelxPjf( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000852.cu"
}
# 1 "v000852.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long long, unsigned *, float))filter22_kernel), filter22_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, double))accum10_kernel), _Z14accum10_kerneliid, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
