#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000717.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil18_kernelPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot28i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix34_kernelPxfii(long long *, float, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil18_kernelPd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))stencil18_kernel)), 0U);}
# 29 "v000717.cu"
void stencil18_kernel( double *__cuda_0)
# 29 "v000717.cu"
{__device_stub__Z16stencil18_kernelPd( __cuda_0);
# 38 "v000717.cu"
}
# 1 "v000717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot28i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pivot28)), 0U); }
# 42 "v000717.cu"
void pivot28( int __cuda_0)
# 42 "v000717.cu"
{__device_stub__Z7pivot28i( __cuda_0);
# 51 "v000717.cu"
}
# 1 "v000717.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix34_kernelPxfii( long long *__par0,  float __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(long long *, float, int, int))mix34_kernel)), 0U); }
# 53 "v000717.cu"
void mix34_kernel( long long *__cuda_0,float __cuda_1,int __cuda_2,int __cuda_3)
# 53 "v000717.cu"
{__device_stub__Z12mix34_kernelPxfii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v000717.cu"
}
# 1 "v000717.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(long long *, float, int, int))mix34_kernel), _Z12mix34_kernelPxfii, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int))pivot28), _Z7pivot28i, 32); __cudaRegisterEntry(__T10, ((void ( *)(double *))stencil18_kernel), _Z16stencil18_kernelPd, 64UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
