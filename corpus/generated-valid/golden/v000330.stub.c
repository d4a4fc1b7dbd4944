#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000330.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum5_kerneliifb(int, int, float, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kerneliPiPhPKi(int, int *__restrict__, unsigned char *, const int *);
static void __device_stub__Z14count29_kernelPKiPdPlPKl(const int *, double *, long *__restrict__, const long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum5_kerneliifb(int __par0, int __par1, float __par2, bool __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, float, bool))accum5_kernel)), 0U);}
# 10 "v000330.cu"
void accum5_kernel( int __cuda_0,int __cuda_1,float __cuda_2,bool __cuda_3)
# 10 "v000330.cu"
{__device_stub__Z13accum5_kerneliifb( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v000330.cu"
}
# 1 "v000330.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kerneliPiPhPKi( int __par0,  int *__restrict__ __par1,  unsigned char *__par2,  const int *__par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, unsigned char *, const int *))rank20_kernel)), 0U); }
# 33 "v000330.cu"
void rank20_kernel( int __cuda_0,int *__restrict__ __cuda_1,unsigned char *__cuda_2,const int *__cuda_3)
# 33 "v000330.cu"
{__device_stub__Z13rank20_kerneliPiPhPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v000330.cu"
}
# 1 "v000330.cudafe1.stub.c"
static void __device_stub__Z14count29_kernelPKiPdPlPKl( const int *__par0,  double *__par1,  long *__restrict__ __par2,  const long *__restrict__ __par3) {  long *__T1;
 const long *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, double *, long *__restrict__, const long *__restrict__))count29_kernel)), 0U); }
# 43 "v000330.cu"
static void count29_kernel( const int *__cuda_0,double *__cuda_1,long *__restrict__ __cuda_2,const long *__restrict__ __cuda_3)
# 43 "v000330.cu"
{__device_stub__Z14count29_kernelPKiPdPlPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v000330.cu"
}
# 1 "v000330.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *, double *, long *__restrict__, const long *__restrict__))count29_kernel), _Z14count29_kernelPKiPdPlPKl, 1024); __cudaRegisterEntry(__T6, ((void ( *)(int, int *__restrict__, unsigned char *, const int *))rank20_kernel), _Z13rank20_kerneliPiPhPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, float, bool))accum5_kernel), _Z13accum5_kerneliifb, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_scale19,::c_scale19), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
