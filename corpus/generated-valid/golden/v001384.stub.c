#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001384.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile26_kernel8Bounds16iPf(const struct Bounds16&, int, float *);
static void __device_stub__Z8spread33IfLi5EEvPKT_i(const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tile26_kernel8Bounds16iPf(const struct Bounds16&__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArgSimple(__par2, 24UL);__cudaLaunch(((char *)((void ( *)(const struct Bounds16, int, float *))tile26_kernel)), 0U);}
# 66 "v001384.cu"
void tile26_kernel( const struct ::Bounds16 __cuda_0,int __cuda_1,float *__cuda_2)
# 66 "v001384.cu"
{__device_stub__Z13tile26_kernel8Bounds16iPf( __cuda_0,__cuda_1,__cuda_2);
# 76 "v001384.cu"
}
# 1 "v001384.cudafe1.stub.c"
static void __device_stub__Z8spread33IfLi5EEvPKT_i( const float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int))spread33<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread33<float,5>( const float *&__cuda_0,int &__cuda_1){__device_stub__Z8spread33IfLi5EEvPKT_i( (const float *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(const float *, int))spread33<float, (int)5> ), _Z8spread33IfLi5EEvPKT_i, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const struct Bounds16, int, float *))tile26_kernel), _Z13tile26_kernel8Bounds16iPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
