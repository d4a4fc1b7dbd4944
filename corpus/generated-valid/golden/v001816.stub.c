#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001816.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift11iiPmf(int, int, size_t *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift11iiPmf(int __par0, int __par1, size_t *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, size_t *, float))sift11)), 0U);}
# 18 "v001816.cu"
void sift11( int __cuda_0,int __cuda_1,::size_t *__cuda_2,float __cuda_3)
# 18 "v001816.cu"
{__device_stub__Z6sift11iiPmf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001816.cu"
}
# 1 "v001816.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int, size_t *, float))sift11), _Z6sift11iiPmf, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
