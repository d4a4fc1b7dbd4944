#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000413.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step6PKxfPa(const long long *, float, signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay14ibf(int, bool, float);
static void __device_stub__Z6pack36IjLi7EEvPT_(unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step6PKxfPa(const long long *__par0, float __par1, signed char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long long *, float, signed char *))step6)), 0U);}
# 14 "v000413.cu"
void step6( const long long *__cuda_0,float __cuda_1,signed char *__cuda_2)
# 15 "v000413.cu"
{__device_stub__Z5step6PKxfPa( __cuda_0,__cuda_1,__cuda_2);
# 23 "v000413.cu"
}
# 1 "v000413.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay14ibf( int __par0,  bool __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, bool, float))decay14)), 0U); }
# 30 "v000413.cu"
void decay14( int __cuda_0,bool __cuda_1,float __cuda_2)
# 31 "v000413.cu"
{__device_stub__Z7decay14ibf( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000413.cudafe1.stub.c"
static void __device_stub__Z6pack36IjLi7EEvPT_( unsigned *__restrict__ __par0) {  unsigned *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))pack36<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack36<unsigned,7>( unsigned *__restrict__ &__cuda_0){__device_stub__Z6pack36IjLi7EEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *__restrict__))pack36<unsigned int, (int)7> ), _Z6pack36IjLi7EEvPT_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, bool, float))decay14), decay14, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const long long *, float, signed char *))step6), _Z5step6PKxfPa, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_kick19,::c_kick19), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T1, __shadow_var(m_smooth34,::m_smooth34), 0, 4UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(c_norm35,::c_norm35), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
