#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002068.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kerneliiiPKf(int, int, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift17_kernelPKiiiPt(const int *__restrict__, int, int, unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kerneliiiPKf(int __par0, int __par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, const float *))filter9_kernel)), 0U);}
# 20 "v002068.cu"
void filter9_kernel( int __cuda_0,int __cuda_1,int __cuda_2,const float *__cuda_3)
# 21 "v002068.cu"
{__device_stub__Z14filter9_kerneliiiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v002068.cu"
}
# 1 "v002068.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift17_kernelPKiiiPt( const int *__restrict__ __par0,  int __par1,  int __par2,  unsigned short *__par3) {  const int *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, int, unsigned short *))drift17_kernel)), 0U); }
# 30 "v002068.cu"
void drift17_kernel( const int *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,unsigned short *__cuda_3)
# 31 "v002068.cu"
{__device_stub__Z14drift17_kernelPKiiiPt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v002068.cu"
}
# 1 "v002068.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__, int, int, unsigned short *))drift17_kernel), _Z14drift17_kernelPKiiiPt, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, int, int, const float *))filter9_kernel), _Z14filter9_kerneliiiPKf, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
