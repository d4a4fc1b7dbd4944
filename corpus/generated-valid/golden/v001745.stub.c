#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001745.fatbin.c"
static void __device_stub__Z12step4_kernelPKddPKiPi(const double *, double, const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12step4_kernelPKddPKiPi(const double *__par0, double __par1, const int *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, double, const int *, int *))step4_kernel)), 0U);}
# 12 "v001745.cu"
static void step4_kernel( const double *__cuda_0,double __cuda_1,const int *__cuda_2,int *__cuda_3)
# 12 "v001745.cu"
{__device_stub__Z12step4_kernelPKddPKiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v001745.cu"
}
# 1 "v001745.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))warp20_kernel)), 0U); }
# 36 "v001745.cu"
void warp20_kernel( int *__cuda_0)
# 36 "v001745.cu"
{__device_stub__Z13warp20_kernelPi( __cuda_0);
# 47 "v001745.cu"
}
# 1 "v001745.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))warp20_kernel), _Z13warp20_kernelPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const double *, double, const int *, int *))step4_kernel), _Z12step4_kernelPKddPKiPi, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
