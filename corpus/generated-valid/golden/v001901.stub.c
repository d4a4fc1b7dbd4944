#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001901.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelPi(int *__restrict__);
static void __device_stub__Z13tile34_kernelPKiPKjiPi(const int *, const unsigned *__restrict__, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops913warp18_kernelEjPdS0_(unsigned, double *__restrict__, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelPi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))sift25_kernel)), 0U);}
# 54 "v001901.cu"
void sift25_kernel( int *__restrict__ __cuda_0)
# 54 "v001901.cu"
{__device_stub__Z13sift25_kernelPi( __cuda_0);




}
# 1 "v001901.cudafe1.stub.c"
static void __device_stub__Z13tile34_kernelPKiPKjiPi( const int *__par0,  const unsigned *__restrict__ __par1,  int __par2,  int *__restrict__ __par3) {  const unsigned *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, const unsigned *__restrict__, int, int *__restrict__))tile34_kernel)), 0U); }
# 62 "v001901.cu"
static void tile34_kernel( const int *__cuda_0,const unsigned *__restrict__ __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 62 "v001901.cu"
{__device_stub__Z13tile34_kernelPKiPKjiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 78 "v001901.cu"
}
# 1 "v001901.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops913warp18_kernelEjPdS0_( unsigned __par0,  double *__restrict__ __par1,  double *__restrict__ __par2) {  double *__T7;
 double *__T8;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T7 = __par1; __cudaSetupArgSimple(__T7, 8UL); __T8 = __par2; __cudaSetupArgSimple(__T8, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, double *__restrict__, double *__restrict__))ops9::warp18_kernel)), 0U); }
# 37 "v001901.cu"
void ops9::warp18_kernel( unsigned __cuda_0,double *__restrict__ __cuda_1,double *__restrict__ __cuda_2)
# 37 "v001901.cu"
{__device_stub__ZN4ops913warp18_kernelEjPdS0_( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001901.cu"
}
# 1 "v001901.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(unsigned, double *__restrict__, double *__restrict__))ops9::warp18_kernel), _ZN4ops913warp18_kernelEjPdS0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *, const unsigned *__restrict__, int, int *__restrict__))tile34_kernel), _Z13tile34_kernelPKiPKjiPi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *__restrict__))sift25_kernel), _Z13sift25_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
