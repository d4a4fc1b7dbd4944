#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001453.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay4iiif(int, int, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern1913lerp20_kernelEiPKf(int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern197trace24EPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern1914merge28_kernelEf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay4iiif(int __par0, int __par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, int, float))decay4)), 0U);}
# 11 "v001453.cu"
void decay4( int __cuda_0,int __cuda_1,int __cuda_2,float __cuda_3)
# 12 "v001453.cu"
{__device_stub__Z6decay4iiif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v001453.cu"
}
# 1 "v001453.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern1913lerp20_kernelEiPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))kern19::lerp20_kernel)), 0U); }
# 40 "v001453.cu"
void kern19::lerp20_kernel( int __cuda_0,const float *__cuda_1)
# 41 "v001453.cu"
{__device_stub__ZN6kern1913lerp20_kernelEiPKf( __cuda_0,__cuda_1);
# 47 "v001453.cu"
}
# 1 "v001453.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern197trace24EPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))kern19::trace24)), 0U); }
# 48 "v001453.cu"
void kern19::trace24( const int *__cuda_0)
# 49 "v001453.cu"
{__device_stub__ZN6kern197trace24EPKi( __cuda_0);




}
# 1 "v001453.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern1914merge28_kernelEf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))kern19::merge28_kernel)), 0U); }
# 55 "v001453.cu"
void kern19::merge28_kernel( float __cuda_0)
# 56 "v001453.cu"
{__device_stub__ZN6kern1914merge28_kernelEf( __cuda_0);
# 64 "v001453.cu"
}
# 1 "v001453.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float))kern19::merge28_kernel), _ZN6kern1914merge28_kernelEf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *))kern19::trace24), _ZN6kern197trace24EPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const float *))kern19::lerp20_kernel), _ZN6kern1913lerp20_kernelEiPKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, int, float))decay4), _Z6decay4iiif, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_merge3,::d_merge3), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
