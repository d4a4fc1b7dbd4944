#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001085.fatbin.c"
typedef int _ZN5gpu247idx25_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu246kick26EPKiii(const _ZN5gpu247idx25_tE *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))pivot5_kernel)), 0U);}
# 17 "v001085.cu"
void pivot5_kernel( int __cuda_0)
# 18 "v001085.cu"
{__device_stub__Z13pivot5_kerneli( __cuda_0);
# 26 "v001085.cu"
}
# 1 "v001085.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu246kick26EPKiii( const _ZN5gpu247idx25_tE *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const _ZN5gpu247idx25_tE *, int, int))gpu24::kick26)), 0U); }
# 61 "v001085.cu"
void gpu24::kick26( const _ZN5gpu247idx25_tE *__cuda_0,int __cuda_1,int __cuda_2)
# 62 "v001085.cu"
{__device_stub__ZN5gpu246kick26EPKiii( __cuda_0,__cuda_1,__cuda_2);
# 71 "v001085.cu"
}
# 1 "v001085.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const _ZN5gpu247idx25_tE *, int, int))gpu24::kick26), _ZN5gpu246kick26EPKiii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))pivot5_kernel), _Z13pivot5_kerneli, (-1)); __cudaRegisterVariable(__T4, __shadow_var(_ZN5gpu128c_lerp19E,::gpu12::c_lerp19), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
