#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000718.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math56tally6EiPsPKiS2_(int, short *, const int *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math514accum15_kernelEiPi(int, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5math56tally6EiPsPKiS2_(int __par0, short *__par1, const int *__restrict__ __par2, const int *__par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, short *, const int *__restrict__, const int *))math5::tally6)), 0U);}
# 18 "v000718.cu"
void math5::tally6( int __cuda_0,short *__cuda_1,const int *__restrict__ __cuda_2,const int *__cuda_3)
# 18 "v000718.cu"
{__device_stub__ZN5math56tally6EiPsPKiS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v000718.cu"
}
# 1 "v000718.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math514accum15_kernelEiPi( int __par0,  int *__restrict__ __par1) {  int *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__))math5::accum15_kernel)), 0U); }
# 29 "v000718.cu"
void math5::accum15_kernel( int __cuda_0,int *__restrict__ __cuda_1)
# 29 "v000718.cu"
{__device_stub__ZN5math514accum15_kernelEiPi( __cuda_0,__cuda_1);
# 40 "v000718.cu"
}
# 1 "v000718.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, int *__restrict__))math5::accum15_kernel), _ZN5math514accum15_kernelEiPi, 32UL); __cudaRegisterEntry(__T2, ((void ( *)(int, short *, const int *__restrict__, const int *))math5::tally6), _ZN5math56tally6EiPsPKiS2_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
