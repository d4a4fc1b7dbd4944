#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002267.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kernelPiPKid(int *__restrict__, const int *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias18_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax22iPiS_(int, int *, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util346bias37EjPKjPf(unsigned, const unsigned *__restrict__, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kernelPiPKid(int *__restrict__ __par0, const int *__par1, double __par2){ int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const int *, double))spread6_kernel)), 0U);}
# 12 "v002267.cu"
void spread6_kernel( int *__restrict__ __cuda_0,const int *__cuda_1,double __cuda_2)
# 12 "v002267.cu"
{__device_stub__Z14spread6_kernelPiPKid( __cuda_0,__cuda_1,__cuda_2);
# 26 "v002267.cu"
}
# 1 "v002267.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias18_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))bias18_kernel)), 0U); }
# 47 "v002267.cu"
void bias18_kernel( int __cuda_0)
# 47 "v002267.cu"
{__device_stub__Z13bias18_kerneli( __cuda_0);
# 54 "v002267.cu"
}
# 1 "v002267.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax22iPiS_( int __par0,  int *__par1,  int *__restrict__ __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, int *__restrict__))relax22)), 0U); }
# 56 "v002267.cu"
void relax22( int __cuda_0,int *__cuda_1,int *__restrict__ __cuda_2)
# 56 "v002267.cu"
{__device_stub__Z7relax22iPiS_( __cuda_0,__cuda_1,__cuda_2);
# 63 "v002267.cu"
}
# 1 "v002267.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util346bias37EjPKjPf( unsigned __par0,  const unsigned *__restrict__ __par1,  float *__par2) {  const unsigned *__T6;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *__restrict__, float *))util34::bias37)), 0U); }
# 91 "v002267.cu"
void util34::bias37( unsigned __cuda_0,const unsigned *__restrict__ __cuda_1,float *__cuda_2)
# 91 "v002267.cu"
{__device_stub__ZN6util346bias37EjPKjPf( __cuda_0,__cuda_1,__cuda_2);
# 99 "v002267.cu"
}
# 1 "v002267.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const unsigned *__restrict__, float *))util34::bias37), _ZN6util346bias37EjPKjPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int *, int *__restrict__))relax22), _Z7relax22iPiS_, 32); __cudaRegisterEntry(__T7, ((void ( *)(int))bias18_kernel), _Z13bias18_kerneli, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, const int *, double))spread6_kernel), _Z14spread6_kernelPiPKid, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
