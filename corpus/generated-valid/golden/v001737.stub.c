#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001737.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale7iPKd(int, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack11i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kernelf(float);
static void __device_stub__Z13kick24_kerneli(int);
static void __device_stub__Z7march29f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale7iPKd(int __par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const double *))scale7)), 0U);}
# 14 "v001737.cu"
void scale7( int __cuda_0,const double *__cuda_1)
# 14 "v001737.cu"
{__device_stub__Z6scale7iPKd( __cuda_0,__cuda_1);
# 20 "v001737.cu"
}
# 1 "v001737.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack11i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pack11)), 0U); }
# 22 "v001737.cu"
void pack11( int __cuda_0)
# 22 "v001737.cu"
{__device_stub__Z6pack11i( __cuda_0);
# 30 "v001737.cu"
}
# 1 "v001737.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))rank20_kernel)), 0U); }
# 34 "v001737.cu"
void rank20_kernel( float __cuda_0)
# 34 "v001737.cu"
{__device_stub__Z13rank20_kernelf( __cuda_0);
# 40 "v001737.cu"
}
# 1 "v001737.cudafe1.stub.c"
static void __device_stub__Z13kick24_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kick24_kernel)), 0U); }
# 43 "v001737.cu"
static void kick24_kernel( int __cuda_0)
# 43 "v001737.cu"
{__device_stub__Z13kick24_kerneli( __cuda_0);




}
# 1 "v001737.cudafe1.stub.c"
static void __device_stub__Z7march29f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))march29)), 0U); }
# 50 "v001737.cu"
static void march29( float __cuda_0)
# 50 "v001737.cu"
{__device_stub__Z7march29f( __cuda_0);


}
# 1 "v001737.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))march29), _Z7march29f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))kick24_kernel), _Z13kick24_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))rank20_kernel), _Z13rank20_kernelf, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int))pack11), _Z6pack11i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const double *))scale7), _Z6scale7iPKd, 32); __cudaRegisterVariable(__T3, __shadow_var(c_scale23,::c_scale23), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
