#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002206.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack4_kernelPKiPKjS0_(const int *, const unsigned *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelsPd(short, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12pack4_kernelPKiPKjS0_(const int *__par0, const unsigned *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const unsigned *, const int *))pack4_kernel)), 0U);}
# 15 "v002206.cu"
void pack4_kernel( const int *__cuda_0,const unsigned *__cuda_1,const int *__cuda_2)
# 16 "v002206.cu"
{__device_stub__Z12pack4_kernelPKiPKjS0_( __cuda_0,__cuda_1,__cuda_2);
# 30 "v002206.cu"
}
# 1 "v002206.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelsPd( short __par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(short, double *))scatter27_kernel)), 0U); }
# 59 "v002206.cu"
void scatter27_kernel( short __cuda_0,double *__cuda_1)
# 60 "v002206.cu"
{__device_stub__Z16scatter27_kernelsPd( __cuda_0,__cuda_1);
# 67 "v002206.cu"
}
# 1 "v002206.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(short, double *))scatter27_kernel), _Z16scatter27_kernelsPd, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *, const unsigned *, const int *))pack4_kernel), _Z12pack4_kernelPKiPKjS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
