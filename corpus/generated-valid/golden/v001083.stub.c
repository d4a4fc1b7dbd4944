#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001083.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kernelPiiPKii(int *, int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace14_kernelii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kernelPiiPKii(int *__par0, int __par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, const int *, int))filter8_kernel)), 0U);}
# 19 "v001083.cu"
void filter8_kernel( int *__cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 20 "v001083.cu"
{__device_stub__Z14filter8_kernelPiiPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001083.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace14_kernelii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))trace14_kernel)), 0U); }
# 26 "v001083.cu"
void trace14_kernel( int __cuda_0,int __cuda_1)
# 27 "v001083.cu"
{__device_stub__Z14trace14_kernelii( __cuda_0,__cuda_1);
# 42 "v001083.cu"
}
# 1 "v001083.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))trace14_kernel), _Z14trace14_kernelii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, const int *, int))filter8_kernel), _Z14filter8_kernelPiiPKii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_count26,::d_count26), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
