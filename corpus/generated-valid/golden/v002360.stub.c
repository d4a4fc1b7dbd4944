#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002360.fatbin.c"
static void __device_stub__Z12step1_kerneliPmPfPKd(int, size_t *, float *__restrict__, const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile11_kernelPfS_f(float *, float *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util3314count34_kernelEiPli(int, long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12step1_kerneliPmPfPKd(int __par0, size_t *__par1, float *__restrict__ __par2, const double *__restrict__ __par3){ float *__T0;
 const double *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, size_t *, float *__restrict__, const double *__restrict__))step1_kernel)), 0U);}
# 5 "v002360.cu"
static void step1_kernel( int __cuda_0,::size_t *__cuda_1,float *__restrict__ __cuda_2,const double *__restrict__ __cuda_3)
# 5 "v002360.cu"
{__device_stub__Z12step1_kerneliPmPfPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 13 "v002360.cu"
}
# 1 "v002360.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile11_kernelPfS_f( float *__par0,  float *__restrict__ __par1,  float __par2) {  float *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float *__restrict__, float))tile11_kernel)), 0U); }
# 15 "v002360.cu"
void tile11_kernel( float *__cuda_0,float *__restrict__ __cuda_1,float __cuda_2)
# 15 "v002360.cu"
{__device_stub__Z13tile11_kernelPfS_f( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002360.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util3314count34_kernelEiPli( int __par0,  long *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, long *, int))util33::count34_kernel)), 0U); }
# 40 "v002360.cu"
void util33::count34_kernel( int __cuda_0,long *__cuda_1,int __cuda_2)
# 40 "v002360.cu"
{__device_stub__ZN6util3314count34_kernelEiPli( __cuda_0,__cuda_1,__cuda_2);
# 47 "v002360.cu"
}
# 1 "v002360.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int, long *, int))util33::count34_kernel), _ZN6util3314count34_kernelEiPli, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *, float *__restrict__, float))tile11_kernel), _Z13tile11_kernelPfS_f, 512); __cudaRegisterEntry(__T8, ((void ( *)(int, size_t *, float *__restrict__, const double *__restrict__))step1_kernel), _Z12step1_kerneliPmPfPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
