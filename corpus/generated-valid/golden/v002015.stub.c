#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002015.fatbin.c"
static void __device_stub__Z15smooth12_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score15_kernelPmi(unsigned long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math198filter24EPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math1914blend28_kernelEPdPiPKd(double *, int *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15smooth12_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))smooth12_kernel)), 0U);}
# 23 "v002015.cu"
static void smooth12_kernel( int __cuda_0)
# 24 "v002015.cu"
{__device_stub__Z15smooth12_kerneli( __cuda_0);
# 30 "v002015.cu"
}
# 1 "v002015.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score15_kernelPmi( unsigned long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, int))score15_kernel)), 0U); }
# 32 "v002015.cu"
void score15_kernel( unsigned long *__cuda_0,int __cuda_1)
# 33 "v002015.cu"
{__device_stub__Z14score15_kernelPmi( __cuda_0,__cuda_1);



}
# 1 "v002015.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math198filter24EPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))math19::filter24)), 0U); }
# 50 "v002015.cu"
void math19::filter24( int *__cuda_0)
# 51 "v002015.cu"
{__device_stub__ZN6math198filter24EPi( __cuda_0);
# 57 "v002015.cu"
}
# 1 "v002015.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math1914blend28_kernelEPdPiPKd( double *__par0,  int *__par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int *, const double *))math19::blend28_kernel)), 0U); }
# 59 "v002015.cu"
void math19::blend28_kernel( double *__cuda_0,int *__cuda_1,const double *__cuda_2)
# 60 "v002015.cu"
{__device_stub__ZN6math1914blend28_kernelEPdPiPKd( __cuda_0,__cuda_1,__cuda_2);
# 68 "v002015.cu"
}
# 1 "v002015.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, int *, const double *))math19::blend28_kernel), _ZN6math1914blend28_kernelEPdPiPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))math19::filter24), _ZN6math198filter24EPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, int))score15_kernel), _Z14score15_kernelPmi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))smooth12_kernel), _Z15smooth12_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
