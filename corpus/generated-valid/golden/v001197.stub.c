#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001197.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm3fPj(float, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split9PfxiPm(float *, long long, int, unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce17_kerneldiPdPl(double, int, double *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift29jfiPf(unsigned, float, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm3fPj(float __par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float, unsigned *))norm3)), 0U);}
# 8 "v001197.cu"
void norm3( float __cuda_0,unsigned *__cuda_1)
# 9 "v001197.cu"
{__device_stub__Z5norm3fPj( __cuda_0,__cuda_1);
# 28 "v001197.cu"
}
# 1 "v001197.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6split9PfxiPm( float *__par0,  long long __par1,  int __par2,  unsigned long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, long long, int, unsigned long *))split9)), 0U); }
# 30 "v001197.cu"
void split9( float *__cuda_0,long long __cuda_1,int __cuda_2,unsigned long *__cuda_3)
# 31 "v001197.cu"
{__device_stub__Z6split9PfxiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001197.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce17_kerneldiPdPl( double __par0,  int __par1,  double *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, int, double *, long *))reduce17_kernel)), 0U); }
# 38 "v001197.cu"
void reduce17_kernel( double __cuda_0,int __cuda_1,double *__cuda_2,long *__cuda_3)
# 39 "v001197.cu"
{__device_stub__Z15reduce17_kerneldiPdPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001197.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift29jfiPf( unsigned __par0,  float __par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, float, int, float *))drift29)), 0U); }
# 46 "v001197.cu"
void drift29( unsigned __cuda_0,float __cuda_1,int __cuda_2,float *__cuda_3)
# 47 "v001197.cu"
{__device_stub__Z7drift29jfiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v001197.cu"
}
# 1 "v001197.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, float, int, float *))drift29), _Z7drift29jfiPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double, int, double *, long *))reduce17_kernel), _Z15reduce17_kerneldiPdPl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *, long long, int, unsigned long *))split9), _Z6split9PfxiPm, 128); __cudaRegisterEntry(__T7, ((void ( *)(float, unsigned *))norm3), _Z5norm3fPj, 32UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
