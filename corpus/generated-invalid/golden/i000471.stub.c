#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000471.fatbin.c"
static void __device_stub__Z6accum5Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter7PiPKxPKjPl(int *__restrict__, const long long *__restrict__, const unsigned *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply14dPKfi(double, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick20iPdPf(int, double *__restrict__, float *__restrict__);
static void __device_stub__Z8gather27iPKiPcS0_(int, const int *, char *, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6accum5Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))accum5)), 0U);}
# 9 "i000471.cu"
static void accum5( int *__cuda_0)
# 10 "i000471.cu"
{__device_stub__Z6accum5Pi( __cuda_0);
# 16 "i000471.cu"
}
# 1 "i000471.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter7PiPKxPKjPl( int *__restrict__ __par0,  const long long *__restrict__ __par1,  const unsigned *__par2,  long *__par3) {  int *__T0;
 const long long *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const long long *__restrict__, const unsigned *, long *))scatter7)), 0U); }
# 17 "i000471.cu"
void scatter7( int *__restrict__ __cuda_0,const long long *__restrict__ __cuda_1,const unsigned *__cuda_2,long *__cuda_3)
# 18 "i000471.cu"
{__device_stub__Z8scatter7PiPKxPKjPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "i000471.cu"
}
# 1 "i000471.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply14dPKfi( double __par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, const float *, int))apply14)), 0U); }
# 30 "i000471.cu"
void apply14( double __cuda_0,const float *__cuda_1,int __cuda_2)
# 31 "i000471.cu"
{__device_stub__Z7apply14dPKfi( __cuda_0,__cuda_1,__cuda_2);
# 38 "i000471.cu"
}
# 1 "i000471.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick20iPdPf( int __par0,  double *__restrict__ __par1,  float *__restrict__ __par2) {  double *__T2;
 float *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *__restrict__, float *__restrict__))kick20)), 0U); }
# 39 "i000471.cu"
void kick20( int __cuda_0,double *__restrict__ __cuda_1,float *__restrict__ __cuda_2)
# 40 "i000471.cu"
{__device_stub__Z6kick20iPdPf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "i000471.cudafe1.stub.c"
static void __device_stub__Z8gather27iPKiPcS0_( int __par0,  const int *__par1,  char *__par2,  const int *__restrict__ __par3) {  const int *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, char *, const int *__restrict__))gather27)), 0U); }
# 57 "i000471.cu"
static void gather27( int __cuda_0,const int *__cuda_1,char *__cuda_2,const int *__restrict__ __cuda_3)
# 58 "i000471.cu"
{__device_stub__Z8gather27iPKiPcS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 69 "i000471.cu"
}
# 1 "i000471.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int, const int *, char *, const int *__restrict__))gather27), _Z8gather27iPKiPcS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, double *__restrict__, float *__restrict__))kick20), _Z6kick20iPdPf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double, const float *, int))apply14), _Z7apply14dPKfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, const long long *__restrict__, const unsigned *, long *))scatter7), _Z8scatter7PiPKxPKjPl, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *))accum5), _Z6accum5Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
