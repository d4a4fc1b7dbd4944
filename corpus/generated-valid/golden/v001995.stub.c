#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001995.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step10iPlbPf(int, long *__restrict__, bool, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march20idiPi(int, double, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelPKjPdPKi(const unsigned *__restrict__, double *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce33PKih(const int *__restrict__, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bias40Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step10iPlbPf(int __par0, long *__restrict__ __par1, bool __par2, float *__restrict__ __par3){ long *__T0;
 float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, long *__restrict__, bool, float *__restrict__))step10)), 0U);}
# 22 "v001995.cu"
void step10( int __cuda_0,long *__restrict__ __cuda_1,bool __cuda_2,float *__restrict__ __cuda_3)
# 23 "v001995.cu"
{__device_stub__Z6step10iPlbPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v001995.cu"
}
# 1 "v001995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march20idiPi( int __par0,  double __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, int, int *))march20)), 0U); }
# 39 "v001995.cu"
void march20( int __cuda_0,double __cuda_1,int __cuda_2,int *__cuda_3)
# 40 "v001995.cu"
{__device_stub__Z7march20idiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v001995.cu"
}
# 1 "v001995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelPKjPdPKi( const unsigned *__restrict__ __par0,  double *__restrict__ __par1,  const int *__par2) {  const unsigned *__T2;
 double *__T3;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, double *__restrict__, const int *))scatter27_kernel)), 0U); }
# 50 "v001995.cu"
void scatter27_kernel( const unsigned *__restrict__ __cuda_0,double *__restrict__ __cuda_1,const int *__cuda_2)
# 51 "v001995.cu"
{__device_stub__Z16scatter27_kernelPKjPdPKi( __cuda_0,__cuda_1,__cuda_2);
# 59 "v001995.cu"
}
# 1 "v001995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce33PKih( const int *__restrict__ __par0,  unsigned char __par1) {  const int *__T4;
__cudaLaunchPrologue(2); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, unsigned char))reduce33)), 0U); }
# 61 "v001995.cu"
void reduce33( const int *__restrict__ __cuda_0,unsigned char __cuda_1)
# 62 "v001995.cu"
{__device_stub__Z8reduce33PKih( __cuda_0,__cuda_1);
# 73 "v001995.cu"
}
# 1 "v001995.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bias40Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_bias40)), 0U); }
# 81 "v001995.cu"
void map_bias40( int *__cuda_0,int __cuda_1)
# 81 "v001995.cu"
{__device_stub__Z10map_bias40Pii( __cuda_0,__cuda_1); }
# 1 "v001995.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(int *, int))map_bias40), _Z10map_bias40Pii, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(const int *__restrict__, unsigned char))reduce33), _Z8reduce33PKih, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(const unsigned *__restrict__, double *__restrict__, const int *))scatter27_kernel), _Z16scatter27_kernelPKjPdPKi, 512); __cudaRegisterEntry(__T16, ((void ( *)(int, double, int, int *))march20), _Z7march20idiPi, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(int, long *__restrict__, bool, float *__restrict__))step10), _Z6step10iPlbPf, 256); __cudaRegisterVariable(__T16, __shadow_var(d_merge38,::d_merge38), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
