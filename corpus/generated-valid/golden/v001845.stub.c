#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001845.fatbin.c"
static void __device_stub__Z6split5iPKiPf(int, const int *, float *);
static void __device_stub__Z7blend25iPiPKm(int, int *, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine36PfiPl(float *, int, long *);
static void __device_stub__Z7decay31IjEvPKT_i(const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6split5iPKiPf(int __par0, const int *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *, float *))split5)), 0U);}
# 24 "v001845.cu"
static void split5( int __cuda_0,const int *__cuda_1,float *__cuda_2)
# 24 "v001845.cu"
{__device_stub__Z6split5iPKiPf( __cuda_0,__cuda_1,__cuda_2);
# 31 "v001845.cu"
}
# 1 "v001845.cudafe1.stub.c"
static void __device_stub__Z7blend25iPiPKm( int __par0,  int *__par1,  const unsigned long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, const unsigned long *))blend25)), 0U); }
# 55 "v001845.cu"
static void blend25( int __cuda_0,int *__cuda_1,const unsigned long *__cuda_2)
# 55 "v001845.cu"
{__device_stub__Z7blend25iPiPKm( __cuda_0,__cuda_1,__cuda_2);
# 62 "v001845.cu"
}
# 1 "v001845.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine36PfiPl( float *__par0,  int __par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int, long *))combine36)), 0U); }
# 74 "v001845.cu"
void combine36( float *__cuda_0,int __cuda_1,long *__cuda_2)
# 74 "v001845.cu"
{__device_stub__Z9combine36PfiPl( __cuda_0,__cuda_1,__cuda_2);
# 84 "v001845.cu"
}
# 1 "v001845.cudafe1.stub.c"
static void __device_stub__Z7decay31IjEvPKT_i( const unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int))decay31<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay31<unsigned>( const unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z7decay31IjEvPKT_i( (const unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(const unsigned *, int))decay31<unsigned int> ), _Z7decay31IjEvPKT_i, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(float *, int, long *))combine36), _Z9combine36PfiPl, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int, int *, const unsigned long *))blend25), _Z7blend25iPiPKm, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int, const int *, float *))split5), _Z6split5iPKiPf, (-1)); __cudaRegisterVariable(__T12, __shadow_var(d_tile23,::d_tile23), 0, 4UL, 0, 0); __cudaRegisterVariable(__T12, __shadow_var(d_scale24,::d_scale24), 0, 128UL, 0, 0); __cudaRegisterVariable(__T12, __shadow_var(d_filter30,::d_filter30), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
