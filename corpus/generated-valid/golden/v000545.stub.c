#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000545.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter3_kernelPfiii(float *, int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally10Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse18_kernelPjPKi(unsigned *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter3_kernelPfiii(float *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, int, int))filter3_kernel)), 0U);}
# 15 "v000545.cu"
void filter3_kernel( float *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 15 "v000545.cu"
{__device_stub__Z14filter3_kernelPfiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000545.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally10Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))tally10)), 0U); }
# 20 "v000545.cu"
void tally10( int *__cuda_0)
# 20 "v000545.cu"
{__device_stub__Z7tally10Pi( __cuda_0);
# 26 "v000545.cu"
}
# 1 "v000545.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse18_kernelPjPKi( unsigned *__restrict__ __par0,  const int *__par1) {  unsigned *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const int *))fuse18_kernel)), 0U); }
# 39 "v000545.cu"
void fuse18_kernel( unsigned *__restrict__ __cuda_0,const int *__cuda_1)
# 39 "v000545.cu"
{__device_stub__Z13fuse18_kernelPjPKi( __cuda_0,__cuda_1);




}
# 1 "v000545.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *__restrict__, const int *))fuse18_kernel), _Z13fuse18_kernelPjPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))tally10), _Z7tally10Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int, int, int))filter3_kernel), filter3_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
