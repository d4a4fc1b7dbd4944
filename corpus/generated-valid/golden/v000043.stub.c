#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000043.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step6PKfPji(const float *__restrict__, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update23PlPf(long *__restrict__, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern1213sift14_kernelEPKd(const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern127decay16EffiPi(float, float, int, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step6PKfPji(const float *__restrict__ __par0, unsigned *__par1, int __par2){ const float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, unsigned *, int))step6)), 0U);}
# 20 "v000043.cu"
void step6( const float *__restrict__ __cuda_0,unsigned *__cuda_1,int __cuda_2)
# 21 "v000043.cu"
{__device_stub__Z5step6PKfPji( __cuda_0,__cuda_1,__cuda_2);
# 27 "v000043.cu"
}
# 1 "v000043.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update23PlPf( long *__restrict__ __par0,  float *__par1) {  long *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, float *))update23)), 0U); }
# 52 "v000043.cu"
void update23( long *__restrict__ __cuda_0,float *__cuda_1)
# 53 "v000043.cu"
{__device_stub__Z8update23PlPf( __cuda_0,__cuda_1);



}
# 1 "v000043.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern1213sift14_kernelEPKd( const double *__restrict__ __par0) {  const double *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__))kern12::sift14_kernel)), 0U); }
# 33 "v000043.cu"
void kern12::sift14_kernel( const double *__restrict__ __cuda_0)
# 34 "v000043.cu"
{__device_stub__ZN6kern1213sift14_kernelEPKd( __cuda_0);



}
# 1 "v000043.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern127decay16EffiPi( float __par0,  float __par1,  int __par2,  int *__restrict__ __par3) {  int *__T6;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T6 = __par3; __cudaSetupArgSimple(__T6, 16UL); __cudaLaunch(((char *)((void ( *)(float, float, int, int *__restrict__))kern12::decay16)), 0U); }
# 40 "v000043.cu"
void kern12::decay16( float __cuda_0,float __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 41 "v000043.cu"
{__device_stub__ZN6kern127decay16EffiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v000043.cu"
}
# 1 "v000043.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float, float, int, int *__restrict__))kern12::decay16), _ZN6kern127decay16EffiPi, 32); __cudaRegisterEntry(__T7, ((void ( *)(const double *__restrict__))kern12::sift14_kernel), _ZN6kern1213sift14_kernelEPKd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *__restrict__, float *))update23), _Z8update23PlPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, unsigned *, int))step6), _Z5step6PKfPji, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_mix22,::d_mix22), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
