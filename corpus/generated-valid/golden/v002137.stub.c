#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002137.fatbin.c"
static void __device_stub__Z14spread1_kernelPKji(const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march12Ph(unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14spread1_kernelPKji(const unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int))spread1_kernel)), 0U);}
# 5 "v002137.cu"
static void spread1_kernel( const unsigned *__cuda_0,int __cuda_1)
# 6 "v002137.cu"
{__device_stub__Z14spread1_kernelPKji( __cuda_0,__cuda_1);
# 18 "v002137.cu"
}
# 1 "v002137.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march12Ph( unsigned char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned char *))march12)), 0U); }
# 33 "v002137.cu"
void march12( unsigned char *__cuda_0)
# 34 "v002137.cu"
{__device_stub__Z7march12Ph( __cuda_0);
# 47 "v002137.cu"
}
# 1 "v002137.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned char *))march12), march12, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, int))spread1_kernel), _Z14spread1_kernelPKji, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_spread11,::d_spread11), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
