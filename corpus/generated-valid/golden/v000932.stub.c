#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000932.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march9_kernelPaiiPl(signed char *, int, int, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe16_kernelPii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step20Pl(long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh24PKiS0_(const int *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth34iPdPf(int, double *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march9_kernelPaiiPl(signed char *__par0, int __par1, int __par2, long *__restrict__ __par3){ long *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(signed char *, int, int, long *__restrict__))march9_kernel)), 0U);}
# 15 "v000932.cu"
void march9_kernel( signed char *__cuda_0,int __cuda_1,int __cuda_2,long *__restrict__ __cuda_3)
# 15 "v000932.cu"
{__device_stub__Z13march9_kernelPaiiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v000932.cu"
}
# 1 "v000932.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe16_kernelPii( int *__restrict__ __par0,  int __par1) {  int *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))probe16_kernel)), 0U); }
# 24 "v000932.cu"
void probe16_kernel( int *__restrict__ __cuda_0,int __cuda_1)
# 24 "v000932.cu"
{__device_stub__Z14probe16_kernelPii( __cuda_0,__cuda_1);
# 30 "v000932.cu"
}
# 1 "v000932.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step20Pl( long *__restrict__ __par0) {  long *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__))step20)), 0U); }
# 32 "v000932.cu"
void step20( long *__restrict__ __cuda_0)
# 32 "v000932.cu"
{__device_stub__Z6step20Pl( __cuda_0);



}
# 1 "v000932.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh24PKiS0_( const int *__restrict__ __par0,  const int *__par1) {  const int *__T3;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *))weigh24)), 0U); }
# 38 "v000932.cu"
void weigh24( const int *__restrict__ __cuda_0,const int *__cuda_1)
# 38 "v000932.cu"
{__device_stub__Z7weigh24PKiS0_( __cuda_0,__cuda_1);



}
# 1 "v000932.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth34iPdPf( int __par0,  double *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, float *))smooth34)), 0U); }
# 50 "v000932.cu"
void smooth34( int __cuda_0,double *__cuda_1,float *__cuda_2)
# 50 "v000932.cu"
{__device_stub__Z8smooth34iPdPf( __cuda_0,__cuda_1,__cuda_2);
# 62 "v000932.cu"
}
# 1 "v000932.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, double *, float *))smooth34), _Z8smooth34iPdPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, const int *))weigh24), _Z7weigh24PKiS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *__restrict__))step20), _Z6step20Pl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int))probe16_kernel), _Z14probe16_kernelPii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(signed char *, int, int, long *__restrict__))march9_kernel), _Z13march9_kernelPaiiPl, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_grow42,::d_grow42), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
