#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000567.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPKi(const int *);
static void __device_stub__Z13sift16_kernel5Kind7S_i(enum Kind7, enum Kind7, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))shade10_kernel)), 0U);}
# 22 "v000567.cu"
void shade10_kernel( const int *__cuda_0)
# 22 "v000567.cu"
{__device_stub__Z14shade10_kernelPKi( __cuda_0);
# 32 "v000567.cu"
}
# 1 "v000567.cudafe1.stub.c"
static void __device_stub__Z13sift16_kernel5Kind7S_i( enum Kind7 __par0,  enum Kind7 __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 1UL); __cudaSetupArgSimple(__par2, 4UL); __cudaLaunch(((char *)((void ( *)(enum Kind7, enum Kind7, int))sift16_kernel)), 0U); }
# 34 "v000567.cu"
static void sift16_kernel( enum ::Kind7 __cuda_0,enum ::Kind7 __cuda_1,int __cuda_2)
# 34 "v000567.cu"
{__device_stub__Z13sift16_kernel5Kind7S_i( __cuda_0,__cuda_1,__cuda_2);
# 47 "v000567.cu"
}
# 1 "v000567.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(enum Kind7, enum Kind7, int))sift16_kernel), _Z13sift16_kernel5Kind7S_i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *))shade10_kernel), _Z14shade10_kernelPKi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_count6,::d_count6), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
