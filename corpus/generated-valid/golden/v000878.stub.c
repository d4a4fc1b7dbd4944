#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000878.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge10_kerneliPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply16PKsiPKi(const short *, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split36_kerneli(int);
static void __device_stub__Z7decay41IjLi1EEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14merge10_kerneliPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))merge10_kernel)), 0U);}
# 26 "v000878.cu"
void merge10_kernel( int __cuda_0,const int *__cuda_1)
# 26 "v000878.cu"
{__device_stub__Z14merge10_kerneliPKi( __cuda_0,__cuda_1);
# 34 "v000878.cu"
}
# 1 "v000878.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply16PKsiPKi( const short *__par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const short *, int, const int *))apply16)), 0U); }
# 37 "v000878.cu"
void apply16( const short *__cuda_0,int __cuda_1,const int *__cuda_2)
# 37 "v000878.cu"
{__device_stub__Z7apply16PKsiPKi( __cuda_0,__cuda_1,__cuda_2);
# 50 "v000878.cu"
}
# 1 "v000878.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split36_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))split36_kernel)), 0U); }
# 69 "v000878.cu"
void split36_kernel( int __cuda_0)
# 69 "v000878.cu"
{__device_stub__Z14split36_kerneli( __cuda_0);
# 80 "v000878.cu"
}
# 1 "v000878.cudafe1.stub.c"
static void __device_stub__Z7decay41IjLi1EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))decay41<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay41<unsigned,1>( const unsigned *&__cuda_0){__device_stub__Z7decay41IjLi1EEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))decay41<unsigned int, (int)1> ), _Z7decay41IjLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))split36_kernel), _Z14split36_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const short *, int, const int *))apply16), _Z7apply16PKsiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))merge10_kernel), _Z14merge10_kerneliPKi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_fold15,::m_fold15), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
