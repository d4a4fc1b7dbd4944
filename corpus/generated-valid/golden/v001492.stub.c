#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001492.fatbin.c"
static void __device_stub__Z6decay9PiPKc(int *, const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay20i(int);
static void __device_stub__Z5bump3IlLi7EEvT_(long);
static void __device_stub__Z15update15_kernelIiLi2EEvPT_Pi(int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6decay9PiPKc(int *__par0, const char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const char *))decay9)), 0U);}
# 23 "v001492.cu"
static void decay9( int *__cuda_0,const char *__cuda_1)
# 23 "v001492.cu"
{__device_stub__Z6decay9PiPKc( __cuda_0,__cuda_1);
# 37 "v001492.cu"
}
# 1 "v001492.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay20i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))decay20)), 0U); }
# 46 "v001492.cu"
void decay20( int __cuda_0)
# 46 "v001492.cu"
{__device_stub__Z7decay20i( __cuda_0);
# 56 "v001492.cu"
}
# 1 "v001492.cudafe1.stub.c"
static void __device_stub__Z5bump3IlLi7EEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))bump3<long, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump3<long,7>( long &__cuda_0){__device_stub__Z5bump3IlLi7EEvT_( (long &)__cuda_0);}
static void __device_stub__Z15update15_kernelIiLi2EEvPT_Pi( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))update15_kernel<int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update15_kernel<int,2>( int *&__cuda_0,int *&__cuda_1){__device_stub__Z15update15_kernelIiLi2EEvPT_Pi( (int *&)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *))update15_kernel<int, (int)2> ), _Z15update15_kernelIiLi2EEvPT_Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long))bump3<long, (int)7> ), _Z5bump3IlLi7EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))decay20), _Z7decay20i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const char *))decay9), _Z6decay9PiPKc, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_drift7,::c_drift7), 0, 2UL, 1, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_reduce19,::m_reduce19), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
