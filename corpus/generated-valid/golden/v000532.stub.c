#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000532.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally10Pixi(int *, long long, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias31PKdPi(const double *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally10Pixi(int *__par0, long long __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, long long, int))tally10)), 0U);}
# 25 "v000532.cu"
void tally10( int *__cuda_0,long long __cuda_1,int __cuda_2)
# 25 "v000532.cu"
{__device_stub__Z7tally10Pixi( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000532.cu"
}
# 1 "v000532.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias31PKdPi( const double *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int *))bias31)), 0U); }
# 61 "v000532.cu"
void bias31( const double *__cuda_0,int *__cuda_1)
# 61 "v000532.cu"
{__device_stub__Z6bias31PKdPi( __cuda_0,__cuda_1);


}
# 1 "v000532.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *, int *))bias31), _Z6bias31PKdPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, long long, int))tally10), _Z7tally10Pixi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
