#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002327.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep6_kernel5Span1i(struct Span1&, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias14_kernelPji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep6_kernel5Span1i(struct Span1&__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 24UL);__cudaLaunch(((char *)((void ( *)(struct Span1, int))sweep6_kernel)), 0U);}
# 13 "v002327.cu"
void sweep6_kernel( struct ::Span1 __cuda_0,int __cuda_1)
# 13 "v002327.cu"
{__device_stub__Z13sweep6_kernel5Span1i( __cuda_0,__cuda_1);
# 25 "v002327.cu"
}
# 1 "v002327.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias14_kernelPji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))bias14_kernel)), 0U); }
# 27 "v002327.cu"
void bias14_kernel( unsigned *__cuda_0,int __cuda_1)
# 27 "v002327.cu"
{__device_stub__Z13bias14_kernelPji( __cuda_0,__cuda_1);
# 39 "v002327.cu"
}
# 1 "v002327.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))bias14_kernel), _Z13bias14_kernelPji, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(struct Span1, int))sweep6_kernel), _Z13sweep6_kernel5Span1i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
