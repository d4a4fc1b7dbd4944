#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000149.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift4iPKi(int, const int *);
static void __device_stub__Z14gather9_kernelPiPf(int *__restrict__, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot17iPjPKdi(int, unsigned *, const double *, int);
static void __device_stub__Z14clamp31_kernelPdiPKm(double *, int, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift4iPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))drift4)), 0U);}
# 8 "v000149.cu"
void drift4( int __cuda_0,const int *__cuda_1)
# 8 "v000149.cu"
{__device_stub__Z6drift4iPKi( __cuda_0,__cuda_1);




}
# 1 "v000149.cudafe1.stub.c"
static void __device_stub__Z14gather9_kernelPiPf( int *__restrict__ __par0,  float *__par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float *))gather9_kernel)), 0U); }
# 15 "v000149.cu"
static void gather9_kernel( int *__restrict__ __cuda_0,float *__cuda_1)
# 15 "v000149.cu"
{__device_stub__Z14gather9_kernelPiPf( __cuda_0,__cuda_1);
# 24 "v000149.cu"
}
# 1 "v000149.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot17iPjPKdi( int __par0,  unsigned *__par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, const double *, int))pivot17)), 0U); }
# 25 "v000149.cu"
void pivot17( int __cuda_0,unsigned *__cuda_1,const double *__cuda_2,int __cuda_3)
# 25 "v000149.cu"
{__device_stub__Z7pivot17iPjPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000149.cu"
}
# 1 "v000149.cudafe1.stub.c"
static void __device_stub__Z14clamp31_kernelPdiPKm( double *__par0,  int __par1,  const unsigned long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int, const unsigned long *))clamp31_kernel)), 0U); }
# 54 "v000149.cu"
static void clamp31_kernel( double *__cuda_0,int __cuda_1,const unsigned long *__cuda_2)
# 54 "v000149.cu"
{__device_stub__Z14clamp31_kernelPdiPKm( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000149.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double *, int, const unsigned long *))clamp31_kernel), _Z14clamp31_kernelPdiPKm, 1024); __cudaRegisterEntry(__T1, ((void ( *)(int, unsigned *, const double *, int))pivot17), _Z7pivot17iPjPKdi, 64); __cudaRegisterEntry(__T1, ((void ( *)(int *__restrict__, float *))gather9_kernel), _Z14gather9_kernelPiPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, const int *))drift4), _Z6drift4iPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
