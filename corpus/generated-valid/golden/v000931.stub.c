#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000931.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reduce3Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot8_kernelPtPKiPdPKf(unsigned short *, const int *, double *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7reduce3Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))reduce3)), 0U);}
# 8 "v000931.cu"
void reduce3( int *__cuda_0)
# 8 "v000931.cu"
{__device_stub__Z7reduce3Pi( __cuda_0);
# 14 "v000931.cu"
}
# 1 "v000931.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot8_kernelPtPKiPdPKf( unsigned short *__par0,  const int *__par1,  double *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned short *, const int *, double *, const float *))pivot8_kernel)), 0U); }
# 16 "v000931.cu"
void pivot8_kernel( unsigned short *__cuda_0,const int *__cuda_1,double *__cuda_2,const float *__cuda_3)
# 16 "v000931.cu"
{__device_stub__Z13pivot8_kernelPtPKiPdPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000931.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))score23_kernel)), 0U); }
# 31 "v000931.cu"
void score23_kernel( unsigned *__cuda_0,int __cuda_1)
# 31 "v000931.cu"
{__device_stub__Z14score23_kernelPji( __cuda_0,__cuda_1);
# 41 "v000931.cu"
}
# 1 "v000931.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))score23_kernel), _Z14score23_kernelPji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned short *, const int *, double *, const float *))pivot8_kernel), _Z13pivot8_kernelPtPKiPdPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))reduce3), _Z7reduce3Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
