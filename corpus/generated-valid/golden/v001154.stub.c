#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001154.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally18_kernelPKm(const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce37Pa(signed char *);
static void __device_stub__Z4mix4IiLi6EEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally18_kernelPKm(const size_t *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const size_t *))tally18_kernel)), 0U);}
# 33 "v001154.cu"
void tally18_kernel( const ::size_t *__cuda_0)
# 33 "v001154.cu"
{__device_stub__Z14tally18_kernelPKm( __cuda_0);
# 39 "v001154.cu"
}
# 1 "v001154.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce37Pa( signed char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(signed char *))reduce37)), 0U); }
# 71 "v001154.cu"
void reduce37( signed char *__cuda_0)
# 71 "v001154.cu"
{__device_stub__Z8reduce37Pa( __cuda_0);



}
# 1 "v001154.cudafe1.stub.c"
static void __device_stub__Z4mix4IiLi6EEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))mix4<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix4<int,6>( int &__cuda_0){__device_stub__Z4mix4IiLi6EEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))mix4<int, (int)6> ), _Z4mix4IiLi6EEvT_, 1024UL); __cudaRegisterEntry(__T3, ((void ( *)(signed char *))reduce37), _Z8reduce37Pa, 64); __cudaRegisterEntry(__T3, ((void ( *)(const size_t *))tally18_kernel), _Z14tally18_kernelPKm, 256); __cudaRegisterVariable(__T3, __shadow_var(d_pivot17,::d_pivot17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
