#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001079.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend2_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump20PKiS0_ii(const int *, const int *, int, int);
static void __device_stub__Z6decay7IiLi2EEvT_fPiS1_(int, float, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend2_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))blend2_kernel)), 0U);}
# 7 "v001079.cu"
void blend2_kernel( float __cuda_0)
# 7 "v001079.cu"
{__device_stub__Z13blend2_kernelf( __cuda_0);
# 13 "v001079.cu"
}
# 1 "v001079.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump20PKiS0_ii( const int *__par0,  const int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, int, int))bump20)), 0U); }
# 29 "v001079.cu"
void bump20( const int *__cuda_0,const int *__cuda_1,int __cuda_2,int __cuda_3)
# 29 "v001079.cu"
{__device_stub__Z6bump20PKiS0_ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001079.cudafe1.stub.c"
static void __device_stub__Z6decay7IiLi2EEvT_fPiS1_( int __par0,  float __par1,  int *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, int *, int *))decay7<int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay7<int,2>( int &__cuda_0,float &__cuda_1,int *&__cuda_2,int *&__cuda_3){__device_stub__Z6decay7IiLi2EEvT_fPiS1_( (int &)__cuda_0,(float &)__cuda_1,(int *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, float, int *, int *))decay7<int, (int)2> ), _Z6decay7IiLi2EEvT_fPiS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const int *, int, int))bump20), _Z6bump20PKiS0_ii, 256); __cudaRegisterEntry(__T3, ((void ( *)(float))blend2_kernel), _Z13blend2_kernelf, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
