#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001599.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6probe4iPKi(int, const int *);
static void __device_stub__Z14trace12_kerneliPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick28idiPi(int, double, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6probe4iPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))probe4)), 0U);}
# 9 "v001599.cu"
void probe4( int __cuda_0,const int *__cuda_1)
# 9 "v001599.cu"
{__device_stub__Z6probe4iPKi( __cuda_0,__cuda_1);


}
# 1 "v001599.cudafe1.stub.c"
static void __device_stub__Z14trace12_kerneliPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))trace12_kernel)), 0U); }
# 19 "v001599.cu"
static void trace12_kernel( int __cuda_0,const int *__cuda_1)
# 19 "v001599.cu"
{__device_stub__Z14trace12_kerneliPKi( __cuda_0,__cuda_1);
# 28 "v001599.cu"
}
# 1 "v001599.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick28idiPi( int __par0,  double __par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, int, int *))kick28)), 0U); }
# 51 "v001599.cu"
void kick28( int __cuda_0,double __cuda_1,int __cuda_2,int *__cuda_3)
# 51 "v001599.cu"
{__device_stub__Z6kick28idiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001599.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, double, int, int *))kick28), _Z6kick28idiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))trace12_kernel), _Z14trace12_kerneliPKi, 256); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))probe4), _Z6probe4iPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
