#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001916.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6weigh9Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep14_kerneliii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kernelPKlPijPf(const long *, int *, idx13_t, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally33PxPi(long long *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe39_kernelj(idx13_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6weigh9Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))weigh9)), 0U);}
# 15 "v001916.cu"
void weigh9( int *__cuda_0)
# 15 "v001916.cu"
{__device_stub__Z6weigh9Pi( __cuda_0);
# 24 "v001916.cu"
}
# 1 "v001916.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep14_kerneliii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))sweep14_kernel)), 0U); }
# 28 "v001916.cu"
void sweep14_kernel( int __cuda_0,int __cuda_1,int __cuda_2)
# 28 "v001916.cu"
{__device_stub__Z14sweep14_kerneliii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001916.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kernelPKlPijPf( const long *__par0,  int *__par1,  idx13_t __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, int *, idx13_t, float *))sweep21_kernel)), 0U); }
# 34 "v001916.cu"
void sweep21_kernel( const long *__cuda_0,int *__cuda_1,::idx13_t __cuda_2,float *__cuda_3)
# 34 "v001916.cu"
{__device_stub__Z14sweep21_kernelPKlPijPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001916.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally33PxPi( long long *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long long *, int *))tally33)), 0U); }
# 51 "v001916.cu"
void tally33( long long *__cuda_0,int *__cuda_1)
# 51 "v001916.cu"
{__device_stub__Z7tally33PxPi( __cuda_0,__cuda_1);




}
# 1 "v001916.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe39_kernelj( idx13_t __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(idx13_t))probe39_kernel)), 0U); }
# 58 "v001916.cu"
void probe39_kernel( ::idx13_t __cuda_0)
# 58 "v001916.cu"
{__device_stub__Z14probe39_kernelj( __cuda_0);



}
# 1 "v001916.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(idx13_t))probe39_kernel), _Z14probe39_kernelj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long *, int *))tally33), _Z7tally33PxPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *, int *, idx13_t, float *))sweep21_kernel), _Z14sweep21_kernelPKlPijPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int))sweep14_kernel), _Z14sweep14_kerneliii, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int *))weigh9), _Z6weigh9Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
