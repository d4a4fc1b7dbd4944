#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001046.fatbin.c"
static void __device_stub__Z6pivot4i(int);
static void __device_stub__Z12pack8_kernelbPi(bool, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias12PKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6pivot4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))pivot4)), 0U);}
# 9 "v001046.cu"
static void pivot4( int __cuda_0)
# 9 "v001046.cu"
{__device_stub__Z6pivot4i( __cuda_0);
# 15 "v001046.cu"
}
# 1 "v001046.cudafe1.stub.c"
static void __device_stub__Z12pack8_kernelbPi( bool __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(bool, int *))pack8_kernel)), 0U); }
# 17 "v001046.cu"
static void pack8_kernel( bool __cuda_0,int *__cuda_1)
# 17 "v001046.cu"
{__device_stub__Z12pack8_kernelbPi( __cuda_0,__cuda_1);




}
# 1 "v001046.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias12PKi( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))bias12)), 0U); }
# 24 "v001046.cu"
void bias12( const int *__restrict__ __cuda_0)
# 24 "v001046.cu"
{__device_stub__Z6bias12PKi( __cuda_0);



}
# 1 "v001046.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__))bias12), _Z6bias12PKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool, int *))pack8_kernel), _Z12pack8_kernelbPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))pivot4), _Z6pivot4i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
