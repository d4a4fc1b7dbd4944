#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001031.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread13Piii(int *, int, int);
static void __device_stub__Z13bump23_kernellmiPf(long, unsigned long, int, float *);
static void __device_stub__Z14scale29_kerneli6Phase7(int, enum Phase7);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth35_kernelPiS_iPKd(int *, int *, int, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread13Piii(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))spread13)), 0U);}
# 30 "v001031.cu"
void spread13( int *__cuda_0,int __cuda_1,int __cuda_2)
# 30 "v001031.cu"
{__device_stub__Z8spread13Piii( __cuda_0,__cuda_1,__cuda_2);
# 42 "v001031.cu"
}
# 1 "v001031.cudafe1.stub.c"
static void __device_stub__Z13bump23_kernellmiPf( long __par0,  unsigned long __par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, unsigned long, int, float *))bump23_kernel)), 0U); }
# 45 "v001031.cu"
static void bump23_kernel( long __cuda_0,unsigned long __cuda_1,int __cuda_2,float *__cuda_3)
# 45 "v001031.cu"
{__device_stub__Z13bump23_kernellmiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001031.cudafe1.stub.c"
static void __device_stub__Z14scale29_kerneli6Phase7( int __par0,  enum Phase7 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, enum Phase7))scale29_kernel)), 0U); }
# 52 "v001031.cu"
static void scale29_kernel( int __cuda_0,enum ::Phase7 __cuda_1)
# 52 "v001031.cu"
{__device_stub__Z14scale29_kerneli6Phase7( __cuda_0,__cuda_1);
# 59 "v001031.cu"
}
# 1 "v001031.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth35_kernelPiS_iPKd( int *__par0,  int *__par1,  int __par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int *, int, const double *))smooth35_kernel)), 0U); }
# 69 "v001031.cu"
void smooth35_kernel( int *__cuda_0,int *__cuda_1,int __cuda_2,const double *__cuda_3)
# 69 "v001031.cu"
{__device_stub__Z15smooth35_kernelPiS_iPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 79 "v001031.cu"
}
# 1 "v001031.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, int *, int, const double *))smooth35_kernel), _Z15smooth35_kernelPiS_iPKd, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, enum Phase7))scale29_kernel), _Z14scale29_kerneli6Phase7, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(long, unsigned long, int, float *))bump23_kernel), _Z13bump23_kernellmiPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, int))spread13), _Z8spread13Piii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
