#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001293.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace11_kerneliPdPx(int, double *, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13map_combine19Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_decay20Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth21PKjfPKdPKh(const unsigned *, float, const double *__restrict__, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm30_kernelPKfPKjPd(const float *__restrict__, const unsigned *, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))apply4)), 0U);}
# 8 "v001293.cu"
void apply4( int __cuda_0)
# 9 "v001293.cu"
{__device_stub__Z6apply4i( __cuda_0);
# 25 "v001293.cu"
}
# 1 "v001293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace11_kerneliPdPx( int __par0,  double *__par1,  long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, long long *))trace11_kernel)), 0U); }
# 27 "v001293.cu"
void trace11_kernel( int __cuda_0,double *__cuda_1,long long *__cuda_2)
# 28 "v001293.cu"
{__device_stub__Z14trace11_kerneliPdPx( __cuda_0,__cuda_1,__cuda_2);
# 36 "v001293.cu"
}
# 1 "v001293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13map_combine19Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_combine19)), 0U); }
# 43 "v001293.cu"
void map_combine19( unsigned *__cuda_0,int __cuda_1)
# 43 "v001293.cu"
{__device_stub__Z13map_combine19Pji( __cuda_0,__cuda_1); }
# 1 "v001293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_decay20Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_decay20)), 0U); }
# 44 "v001293.cu"
void map_decay20( double *__cuda_0,int __cuda_1)
# 44 "v001293.cu"
{__device_stub__Z11map_decay20Pdi( __cuda_0,__cuda_1); }
# 1 "v001293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth21PKjfPKdPKh( const unsigned *__par0,  float __par1,  const double *__restrict__ __par2,  const unsigned char *__par3) {  const double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float, const double *__restrict__, const unsigned char *))smooth21)), 0U); }
# 45 "v001293.cu"
void smooth21( const unsigned *__cuda_0,float __cuda_1,const double *__restrict__ __cuda_2,const unsigned char *__cuda_3)
# 46 "v001293.cu"
{__device_stub__Z8smooth21PKjfPKdPKh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001293.cu"
}
# 1 "v001293.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm30_kernelPKfPKjPd( const float *__restrict__ __par0,  const unsigned *__par1,  double *__restrict__ __par2) {  const float *__T1;
 double *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, const unsigned *, double *__restrict__))norm30_kernel)), 0U); }
# 58 "v001293.cu"
void norm30_kernel( const float *__restrict__ __cuda_0,const unsigned *__cuda_1,double *__restrict__ __cuda_2)
# 59 "v001293.cu"
{__device_stub__Z13norm30_kernelPKfPKjPd( __cuda_0,__cuda_1,__cuda_2);
# 75 "v001293.cu"
}
# 1 "v001293.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__, const unsigned *, double *__restrict__))norm30_kernel), _Z13norm30_kernelPKfPKjPd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, float, const double *__restrict__, const unsigned char *))smooth21), _Z8smooth21PKjfPKdPKh, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_decay20), _Z11map_decay20Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_combine19), _Z13map_combine19Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, double *, long long *))trace11_kernel), _Z14trace11_kerneliPdPx, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))apply4), _Z6apply4i, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
