#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001168.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth25PjPcPdf(unsigned *, char *__restrict__, double *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter39_kerneliPii(int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math713probe8_kernelEPdlii(double *, long, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math76fold14EfPKi(float, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth25PjPcPdf(unsigned *__par0, char *__restrict__ __par1, double *__par2, float __par3){ char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, char *__restrict__, double *, float))smooth25)), 0U);}
# 47 "v001168.cu"
void smooth25( unsigned *__cuda_0,char *__restrict__ __cuda_1,double *__cuda_2,float __cuda_3)
# 48 "v001168.cu"
{__device_stub__Z8smooth25PjPcPdf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v001168.cu"
}
# 1 "v001168.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter39_kerneliPii( int __par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, int))scatter39_kernel)), 0U); }
# 62 "v001168.cu"
void scatter39_kernel( int __cuda_0,int *__cuda_1,int __cuda_2)
# 63 "v001168.cu"
{__device_stub__Z16scatter39_kerneliPii( __cuda_0,__cuda_1,__cuda_2);
# 76 "v001168.cu"
}
# 1 "v001168.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math713probe8_kernelEPdlii( double *__par0,  long __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double *, long, int, int))math7::probe8_kernel)), 0U); }
# 13 "v001168.cu"
void math7::probe8_kernel( double *__cuda_0,long __cuda_1,int __cuda_2,int __cuda_3)
# 14 "v001168.cu"
{__device_stub__ZN5math713probe8_kernelEPdlii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001168.cu"
}
# 1 "v001168.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math76fold14EfPKi( float __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const int *))math7::fold14)), 0U); }
# 33 "v001168.cu"
void math7::fold14( float __cuda_0,const int *__cuda_1)
# 34 "v001168.cu"
{__device_stub__ZN5math76fold14EfPKi( __cuda_0,__cuda_1);
# 42 "v001168.cu"
}
# 1 "v001168.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, const int *))math7::fold14), _ZN5math76fold14EfPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, long, int, int))math7::probe8_kernel), _ZN5math713probe8_kernelEPdlii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int *, int))scatter39_kernel), _Z16scatter39_kerneliPii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, char *__restrict__, double *, float))smooth25), _Z8smooth25PjPcPdf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
