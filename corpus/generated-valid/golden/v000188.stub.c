#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000188.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale20_kernelPiibPKi(int *, int, bool, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale20_kernelPiibPKi(int *__par0, int __par1, bool __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, bool, const int *))scale20_kernel)), 0U);}
# 41 "v000188.cu"
void scale20_kernel( int *__cuda_0,int __cuda_1,bool __cuda_2,const int *__cuda_3)
# 41 "v000188.cu"
{__device_stub__Z14scale20_kernelPiibPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000188.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, bool, const int *))scale20_kernel), _Z14scale20_kernelPiibPKi, 128); __cudaRegisterVariable(__T3, __shadow_var(_ZN6kern138c_grow14E,::kern13::c_grow14), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
