#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001778.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth14PKsi(const short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter22_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math3414sweep42_kernelEf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth14PKsi(const short *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const short *, int))smooth14)), 0U);}
# 21 "v001778.cu"
void smooth14( const short *__cuda_0,int __cuda_1)
# 22 "v001778.cu"
{__device_stub__Z8smooth14PKsi( __cuda_0,__cuda_1);


}
# 1 "v001778.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter22_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))filter22_kernel)), 0U); }
# 44 "v001778.cu"
void filter22_kernel( int *__cuda_0)
# 45 "v001778.cu"
{__device_stub__Z15filter22_kernelPi( __cuda_0);
# 55 "v001778.cu"
}
# 1 "v001778.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math3414sweep42_kernelEf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))math34::sweep42_kernel)), 0U); }
# 78 "v001778.cu"
void math34::sweep42_kernel( float __cuda_0)
# 79 "v001778.cu"
{__device_stub__ZN6math3414sweep42_kernelEf( __cuda_0);
# 85 "v001778.cu"
}
# 1 "v001778.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T23) {  __nv_dummy_param_ref(__T23); __nv_save_fatbinhandle_for_managed_rt(__T23); __cudaRegisterEntry(__T23, ((void ( *)(float))math34::sweep42_kernel), _ZN6math3414sweep42_kernelEf, (-1)); __cudaRegisterEntry(__T23, ((void ( *)(int *))filter22_kernel), filter22_kernel, (-1)); __cudaRegisterEntry(__T23, ((void ( *)(const short *, int))smooth14), _Z8smooth14PKsi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
