#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002276.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse1_kerneliiPKi(int, int, const int *__restrict__);
static void __device_stub__Z13probe7_kernelPKiifPi(const int *, int, float, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift17ifiPi(int, float, int, int *__restrict__);
static void __device_stub__Z13grow37_kernelPKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse1_kerneliiPKi(int __par0, int __par1, const int *__restrict__ __par2){ const int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const int *__restrict__))fuse1_kernel)), 0U);}
# 5 "v002276.cu"
void fuse1_kernel( int __cuda_0,int __cuda_1,const int *__restrict__ __cuda_2)
# 6 "v002276.cu"
{__device_stub__Z12fuse1_kerneliiPKi( __cuda_0,__cuda_1,__cuda_2);
# 15 "v002276.cu"
}
# 1 "v002276.cudafe1.stub.c"
static void __device_stub__Z13probe7_kernelPKiifPi( const int *__par0,  int __par1,  float __par2,  int *__restrict__ __par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, float, int *__restrict__))probe7_kernel)), 0U); }
# 17 "v002276.cu"
static void probe7_kernel( const int *__cuda_0,int __cuda_1,float __cuda_2,int *__restrict__ __cuda_3)
# 18 "v002276.cu"
{__device_stub__Z13probe7_kernelPKiifPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v002276.cu"
}
# 1 "v002276.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift17ifiPi( int __par0,  float __par1,  int __par2,  int *__restrict__ __par3) {  int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, int, int *__restrict__))drift17)), 0U); }
# 33 "v002276.cu"
void drift17( int __cuda_0,float __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 34 "v002276.cu"
{__device_stub__Z7drift17ifiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002276.cudafe1.stub.c"
static void __device_stub__Z13grow37_kernelPKi( const int *__restrict__ __par0) {  const int *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))grow37_kernel)), 0U); }
# 65 "v002276.cu"
static void grow37_kernel( const int *__restrict__ __cuda_0)
# 66 "v002276.cu"
{__device_stub__Z13grow37_kernelPKi( __cuda_0);
# 72 "v002276.cu"
}
# 1 "v002276.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__))grow37_kernel), _Z13grow37_kernelPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float, int, int *__restrict__))drift17), _Z7drift17ifiPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *, int, float, int *__restrict__))probe7_kernel), _Z13probe7_kernelPKiifPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int, const int *__restrict__))fuse1_kernel), _Z12fuse1_kerneliiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
