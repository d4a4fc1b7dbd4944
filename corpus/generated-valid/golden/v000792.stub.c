#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000792.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump16_kernelPiPxS_(int *, long long *, int *);
static void __device_stub__Z6bump30ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bump16_kernelPiPxS_(int *__par0, long long *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, long long *, int *))bump16_kernel)), 0U);}
# 42 "v000792.cu"
void bump16_kernel( int *__cuda_0,long long *__cuda_1,int *__cuda_2)
# 43 "v000792.cu"
{__device_stub__Z13bump16_kernelPiPxS_( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000792.cudafe1.stub.c"
static void __device_stub__Z6bump30ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))bump30)), 0U); }
# 66 "v000792.cu"
static void bump30( int __cuda_0,int __cuda_1)
# 67 "v000792.cu"
{__device_stub__Z6bump30ii( __cuda_0,__cuda_1);




}
# 1 "v000792.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, int))bump30), _Z6bump30ii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, long long *, int *))bump16_kernel), _Z13bump16_kernelPiPxS_, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_pack8,::d_pack8), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
